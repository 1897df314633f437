-- Anonymous interest (signup_service/interest/anonymous).
SELECT 1;
