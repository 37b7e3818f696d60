// A target needs a source of its own: FloatingPanel's files come from stagehand-sources, written by scripts/real-containers.
