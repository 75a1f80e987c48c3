// Shared test set-up: inversify needs the reflect-metadata polyfill before any decorated class loads.
import "reflect-metadata";
