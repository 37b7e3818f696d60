// The apps are compiled from the folders named in `stagehand-sources`, through the StagehandRewrite plugin.
