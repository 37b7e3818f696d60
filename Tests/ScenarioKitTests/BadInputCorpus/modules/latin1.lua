return { ok = true, ÿş }
