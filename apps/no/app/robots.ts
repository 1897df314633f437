import { createRobots } from "@housing/site-shell/robots";
import { app } from "../site";

export default createRobots(app);
