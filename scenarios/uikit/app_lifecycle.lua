-- Rules B1 (foreground, background, active), B2 (memory warnings) and B3 (the notification
-- center). See docs/semantics.md.

local Screen = ViewController:subclass("Screen", {})

-- A scene delegate that notes the app's state at each of its calls.
local function sceneDelegate(seen)
  local function note(what) return function(_, scene) seen[#seen + 1] = what .. " " .. scene.applicationState end end
  return {
    name = "SceneDelegate",
    sceneWillResignActive = note("sceneWillResignActive"),
    sceneDidEnterBackground = note("sceneDidEnterBackground"),
    sceneWillEnterForeground = note("sceneWillEnterForeground"),
    sceneDidBecomeActive = note("sceneDidBecomeActive"),
  }
end

scenario("B1: leaving the app resigns active, then enters the background, with no appearance callbacks", function(app)
  app.window.rootViewController = Screen{}
  app:run()
  local seen = {}
  app.sceneDelegate = sceneDelegate(seen)
  expect(app.applicationState):toBe("active")
  app:mark()
  app:enterBackground()
  expect(app.applicationState):toBe("background")
  expect_trace(app, {
    "SceneDelegate sceneWillResignActive",
    "app post(UISceneWillDeactivateNotification)",
    "app post(UIApplicationWillResignActiveNotification)",
    "SceneDelegate sceneDidEnterBackground",
    "app post(UISceneDidEnterBackgroundNotification)",
    "app post(UIApplicationDidEnterBackgroundNotification)",
  }, { exact = true })
  expect(seen):toEqual({ "sceneWillResignActive active", "sceneDidEnterBackground background" })
  app:mark()
  app:enterBackground()                       -- already in the background: nothing
  expect_trace(app, {}, { exact = true })
end)

scenario("B1: coming back enters the foreground, then becomes active, with no appearance callbacks", function(app)
  app.window.rootViewController = Screen{}
  app:run()
  local seen = {}
  app.sceneDelegate = sceneDelegate(seen)
  app:enterBackground()
  app:mark()
  app:enterForeground()
  expect(app.applicationState):toBe("active")
  expect_trace(app, {
    "SceneDelegate sceneWillEnterForeground",
    "app post(UISceneWillEnterForegroundNotification)",
    "app post(UIApplicationWillEnterForegroundNotification)",
    "SceneDelegate sceneDidBecomeActive",
    "app post(UISceneDidActivateNotification)",
    "app post(UIApplicationDidBecomeActiveNotification)",
  }, { exact = true })
  expect(seen[3]):toBe("sceneWillEnterForeground background")
  expect(seen[4]):toBe("sceneDidBecomeActive active")
end)

scenario("B1: without a scene delegate the app delegate hears the lifecycle; no scene notifications", function(app)
  local states = {}
  app.delegate = {
    name = "AppDelegate",
    applicationWillResignActive = function(_, application) states[#states + 1] = application.applicationState end,
    applicationDidEnterBackground = function(_, application) states[#states + 1] = application.applicationState end,
  }
  app:mark()
  app:enterBackground()
  expect_trace(app, {
    "AppDelegate applicationWillResignActive",
    "app post(UIApplicationWillResignActiveNotification)",
    "AppDelegate applicationDidEnterBackground",
    "app post(UIApplicationDidEnterBackgroundNotification)",
  }, { exact = true })
  expect(states):toEqual({ "active", "background" })
  -- The delegate has no applicationWillEnterForeground: nothing is recorded for it.
  app:mark()
  app:enterForeground()
  expect_trace(app, {
    "app post(UIApplicationWillEnterForegroundNotification)",
    "app post(UIApplicationDidBecomeActiveNotification)",
  }, { exact = true })
end)

scenario("B1: with a scene delegate the app delegate hears none of the lifecycle", function(app)
  local called = false
  app.delegate = { applicationWillResignActive = function() called = true end }
  app.sceneDelegate = { name = "SceneDelegate" }
  app:enterBackground()
  expect(called):toBe(false)
end)

scenario("B1: an interruption leaves the app inactive, on screen; it becomes active again", function(app)
  app.sceneDelegate = sceneDelegate({})
  app:mark()
  app:resignActive()
  expect(app.applicationState):toBe("inactive")
  app:becomeActive()
  expect(app.applicationState):toBe("active")
  expect_trace(app, {
    "SceneDelegate sceneWillResignActive",
    "app post(UISceneWillDeactivateNotification)",
    "app post(UIApplicationWillResignActiveNotification)",
    "SceneDelegate sceneDidBecomeActive",
    "app post(UISceneDidActivateNotification)",
    "app post(UIApplicationDidBecomeActiveNotification)",
  }, { exact = true })
end)

scenario("B1: timers and animations keep running on the virtual clock in the background", function(app)
  local fired = false
  app:after(1, function() fired = true end)
  app:enterBackground()
  app:advance(1)
  expect(fired):toBe(true)
end)

scenario("B2: a memory warning tells the app delegate, then every controller in the order they were made", function(app)
  local Cache = ViewController:subclass("Cache", {
    didReceiveMemoryWarning = function(self)
      ViewController.didReceiveMemoryWarning(self)
      self.purged = true
    end,
  })
  local first = Cache{ name = "First" }
  local second = ViewController{ name = "Second" }
  local nav = NavigationController{ name = "Nav", rootViewController = first }
  app.window.rootViewController = nav
  app:run()
  app.delegate = { name = "AppDelegate", applicationDidReceiveMemoryWarning = function() end }
  app:mark()
  app:simulateMemoryWarning()
  expect_trace(app, {
    "AppDelegate applicationDidReceiveMemoryWarning",
    "app post(UIApplicationDidReceiveMemoryWarningNotification)",
    "First didReceiveMemoryWarning",
    "Second didReceiveMemoryWarning",
    "Nav didReceiveMemoryWarning",
  }, { exact = true })
  expect(first.purged):toBe(true)
  expect(first.isViewLoaded):toBe(true)        -- views are not unloaded
  expect(second.isViewLoaded):toBe(false)      -- nor loaded
end)

scenario("B2: an observer added before a controller is made hears the warning before it", function(app)
  local order = {}
  app.notificationCenter:addObserver("UIApplicationDidReceiveMemoryWarningNotification", function() order[#order + 1] = "observer" end)
  local Late = ViewController:subclass("Late", { didReceiveMemoryWarning = function() order[#order + 1] = "Late" end })
  local _ = Late{}
  app:simulateMemoryWarning()
  expect(order):toEqual({ "observer", "Late" })
end)

scenario("B3: observers hear a post at once, in the order they were added, until removed", function(app)
  local heard = {}
  local center = app.notificationCenter
  local first = center:addObserver("Refresh", function(n) heard[#heard + 1] = "first " .. n.userInfo.reason end)
  center:addObserver("Refresh", function(n) heard[#heard + 1] = "second " .. n.name end)
  center:addObserver(nil, function(n) heard[#heard + 1] = "any " .. n.name end)
  app:mark()
  center:post("Refresh", { reason = "pull" })
  expect(heard):toEqual({ "first pull", "second Refresh", "any Refresh" })
  expect_trace(app, { "app post(Refresh)" }, { exact = true })
  expect(center:removeObserver(first)):toBe(true)
  expect(center:removeObserver(first)):toBe(false)
  heard = {}
  center:post("Other")
  center:post("Refresh", { reason = "again" })
  expect(heard):toEqual({ "any Other", "second Refresh", "any Refresh" })
end)

scenario("B3: the app's notifications carry the app as their object; an observer added in a delivery hears the next", function(app)
  local objects, late = {}, 0
  app.notificationCenter:addObserver("UIApplicationWillResignActiveNotification", function(n)
    objects[#objects + 1] = n.object
    app.notificationCenter:addObserver("UIApplicationWillResignActiveNotification", function() late = late + 1 end)
  end)
  app:resignActive()
  expect(objects[1]):toBe(app)
  expect(late):toBe(0)
end)

scenario("B3: an observer's error fails the scenario with its file and line", function(app)
  app.notificationCenter:addObserver("Boom", function() error("observer failed") end)
  expect_error(function() app.notificationCenter:post("Boom") end, "app_lifecycle.lua:")
  expect_error(function() app.notificationCenter:post("Bad", { frame = function() end }) end, "userInfo.frame must be")
end)
