// The app is compiled from the folders named in `stagehand-sources`, through the StagehandRewrite plugin.
