-- SearchBanner (Tests/ObjCDrawer/App/SearchBanner.swift), an iOS app's file that defers work
-- with DispatchQueue.main and a block Timer, compiled as it is: rule R4 sends those calls to the
-- app's run loop (R1) and virtual clock.

local function onScreen(app)
  local banner = SearchBanner{}
  app.window.rootViewController = banner
  return banner
end

scenario("R4: DispatchQueue.main.async runs at the app's next run-loop turn, after the turn that queued it", function(app)
  local banner = onScreen(app)
  app:run()
  -- viewDidAppear runs in the turn's after-commit step (L3); its block waits for the next turn.
  expect(banner:events()):toBe("didAppear, after appearing")
end)

scenario("R4: asyncAfter with .now() + 0.3 fires at 0.3 s of the virtual clock; a cancelled work item never runs", function(app)
  local banner = onScreen(app)
  app:settle()
  banner:search("a")
  app:advance(0.2)
  banner:search("ab")                      -- cancels the pending "a"
  app:advance(0.29)
  expect(banner:events()):toBe("didAppear, after appearing")
  app:advance(0.01)
  expect(banner:events()):toBe("didAppear, after appearing, search ab")
  banner:flash()                           -- .now() + .milliseconds(500)
  app:advance(0.499)
  expect(banner:events()):toBe("didAppear, after appearing, search ab, flash")
  app:advance(0.001)
  expect(banner:events()):toBe("didAppear, after appearing, search ab, flash, flash ended")
end)

scenario("R4: Timer.scheduledTimer(withTimeInterval:repeats:block:) ticks on the virtual clock until invalidated", function(app)
  local banner = onScreen(app)
  app:settle()
  banner:startCountdown(3)
  app:advance(2.5)
  expect(banner:events()):toBe("didAppear, after appearing, countdown 3, countdown 2, countdown 1")
  app:advance(10)
  expect(banner:events()):toBe("didAppear, after appearing, countdown 3, countdown 2, countdown 1, countdown 0")
end)

scenario("R4: DispatchQueue.main.sync from the main actor runs the block at once", function(app)
  local banner = onScreen(app)
  app:settle()
  expect(banner:readSynchronously()):toBe("read 2 events")
end)
