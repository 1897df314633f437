-- Search indexes and columns for the residence search at scale.
SELECT 1;
