// A target needs a source of its own: ESTabBarController's files come from stagehand-sources, written by scripts/real-containers.
