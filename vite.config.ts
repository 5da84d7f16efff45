import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagePipeline } from "./pipeline/images.ts";

export default defineConfig({
  plugins: [...imagePipeline(), reactRouter()],
});
