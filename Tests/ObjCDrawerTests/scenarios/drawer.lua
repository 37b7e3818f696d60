-- DrawerController (Tests/ObjCDrawer/App/DrawerController.swift), an iOS app's file with @objc,
-- #selector, optional protocol requirements, os.log and Combine, compiled as it is through
-- the StagehandRewrite plugin (rule O1) and driven from Lua.

local onScreen = require("helpers.drawer").onScreen

scenario("O1: the app's files compile as for iOS: #if os(iOS) holds, imports and attributes are rewritten", function(app)
  local drawer = onScreen(app)
  expect(drawer:platform()):toBe("iOS")
  expect(drawer:isOpen()):toBe(false)
end)

scenario("O2: #selector gives the names Swift gives @objc methods, getters and setters", function(app)
  local drawer = onScreen(app)
  expect(drawer:selectorNames()):toBe("toggle: closeDrawer open isOpen setIsDimmedPreference: slideTo:animated: presentWith:")
end)

scenario("O13: #keyPath gives Objective-C's keys; O11: UIApplication answers sharedApplication by key", function(app)
  local drawer = onScreen(app)
  expect(drawer:keyPaths()):toBe("sharedApplication hidden isDimmedPreference")
  expect(drawer:findsApplicationByKey()):toBe(true)
end)

scenario("O14: UIKit's optional delegate methods called with ?( reach the delegate, or UIKit's default without one; a closure property keeps its ?", function(app)
  local drawer = onScreen(app)
  expect(drawer:scrollThroughForwarder(120)):toBe("didScroll 120, onScroll 120, shouldScrollToTop false true")
end)

scenario("O15: an extension's @objc property and method reach the subclass's override through the base type, and its super the base; O16: NSObject is made with a block", function(app)
  local drawer = onScreen(app)
  expect(drawer:drawerProbe()):toBe("false true, plain 1 controller, panel 2 controller panel, 0.5 made 276")
end)

scenario("O3: perform(_:with:) reaches the @IBAction through its selector", function(app)
  local drawer = onScreen(app)
  drawer:toggle()
  expect(drawer:isOpen()):toBe(true)
  drawer:toggle()
  expect(drawer:isOpen()):toBe(false)
end)

scenario("O4: an optional requirement is called only on a delegate that implements it", function(app)
  local drawer = onScreen(app)
  drawer:useCoordinator()
  expect(drawer:delegateWantsSlides()):toBe(true)
  drawer:open()
  expect(drawer:delegateEvents()):toBe("willSlideTo 276, didOpen")
  expect(drawer:isDimmed()):toBe(false)
end)

scenario("O4: an optional property is read from a delegate that has it; responds(to:) is false without the method", function(app)
  local drawer = onScreen(app)
  drawer:useDimmingDelegate()
  expect(drawer:delegateWantsSlides()):toBe(false)
  drawer:open()
  expect(drawer:isDimmed()):toBe(true)
end)

scenario("O5: perform(_:with:afterDelay:) closes at the delay on the virtual clock; a new request replaces the old", function(app)
  local drawer = onScreen(app)
  drawer:open()
  drawer:scheduleAutoClose(2)
  app:advance(1)
  drawer:scheduleAutoClose(2)           -- cancels the first request
  app:advance(1.5)
  expect(drawer:isOpen()):toBe(true)     -- the first would have fired at 2 s
  app:advance(0.5)
  expect(drawer:isOpen()):toBe(false)
end)

scenario("O5: cancelPreviousPerformRequests(withTarget:selector:object:) forgets the pending close", function(app)
  local drawer = onScreen(app)
  drawer:open()
  drawer:scheduleAutoClose(1)
  drawer:cancelAutoClose()
  app:settle()
  expect(drawer:isOpen()):toBe(true)
end)

scenario("O6: addObserver(_:selector:name:object:) sends the selector on each post, synchronously", function(app)
  local drawer = onScreen(app)
  drawer:open()
  drawer:requestClose()
  expect(drawer:isOpen()):toBe(false)
end)

scenario("O7, O8: Logger and os_log write log events into the trace, private values redacted; receive(on:) waits for the run loop", function(app)
  local drawer = onScreen(app)
  drawer:setTitle("Drawer")
  drawer:open()
  drawer:close()
  app:run()                              -- the count's sink receives on DispatchQueue.main
  expect_trace(app, {
    "app log(info, com.example.drawer:drawer, opened by Drawer for <private>)",
    "app log(debug, com.example.drawer:drawer, closed after 0 ticks by close)",
    "app log(debug, com.example.drawer:drawer, opened 1 times)",
  }, { exact = true })
end)

scenario("O8: Timer.publish ticks on the virtual clock; NotificationCenter's publisher hears a post at once", function(app)
  local drawer = onScreen(app)
  drawer:startTicking()
  app:advance(3.5)
  expect(drawer:ticks()):toBe(3)
  drawer:open()
  drawer:requestCollapse()
  expect(drawer:isOpen()):toBe(false)
  drawer:stopTicking()
  app:advance(2)
  expect(drawer:ticks()):toBe(3)
end)

scenario("O17: each overload of an optional requirement reaches the delegate that implements it, and only it; O1: CoreGraphics.log", function(app)
  local drawer = onScreen(app)
  expect(drawer:widths("size")):toBe("traits nil size 300.0 damping 0.159 host true")
  expect(drawer:widths("traits")):toBe("traits 300.0 size nil damping 0.159 host true")
  expect(drawer:widths("none")):toBe("traits nil size nil damping 0.159 host true")
end)

scenario("O18: a router's responds(to:) and forwardingTarget(for:) overrides answer, and the gesture delegate method it lacks goes to its origin", function(app)
  local drawer = onScreen(app)
  expect(drawer:routedAnswers()):toBe("alone true routed false simultaneous false responds false; "
    .. "forward gestureRecognizerShouldBegin:, forward gestureRecognizerShouldBegin:, "
    .. "forward gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:, responds close")
end)
