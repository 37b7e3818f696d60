-- Tests/ObjCDrawer/App/Spotlight.swift: what transition libraries (Hero) do with the
-- Objective-C runtime and Core Animation, in an iOS app's own words, compiled as it is through
-- the StagehandRewrite plugin. See docs/semantics.md, rules Z1-Z3, H13, H14, J5, J6.

local onScreen = require("helpers.drawer").onScreen

scenario("Z1: associated objects are kept per view and key, replaced, and an assigned owner is not kept", function(app)
  local drawer = onScreen(app)
  expect(drawer:associatedIDs()):toBe("card.moved other nil owner true then nil")
  expect_trace(app, {}, { exact = true })
end)

scenario("Z2: Hero's swizzle of CALayer.add(_:forKey:) finds both methods, is not applied, and says so", function(app)
  local drawer = onScreen(app)
  expect(drawer:swizzleAdd()):toBe("-[CALayer add:forKey:] -[CALayer spotlight_addWithAnim:forKey:] unknown nil")
  expect_trace(app, {
    "runtime lint: method_exchangeImplementations(-[CALayer add:forKey:], -[CALayer spotlight_addWithAnim:forKey:]): Swift calls these methods directly on Linux; the exchange is not applied and each keeps its implementation",
  }, { exact = true })
end)

scenario("Z4: FloatingPanel's swizzle through an IMP and a C function type compiles; method_setImplementation is not applied and says so", function(app)
  local drawer = onScreen(app)
  expect(drawer:swizzleDismiss()):toBe("-[UIViewController dismissWithAnimated:completion:] kept its implementation true")
  expect_trace(app, {
    "runtime lint: method_setImplementation(-[UIViewController dismissWithAnimated:completion:]): Swift calls this method directly on Linux; the new implementation is not applied and the method keeps its own",
  }, { exact = true })
  -- The app's own dismissal is UIKit's, untouched.
  expect(drawer.presentedViewController):toBeNil()
end)

scenario("Z3: a gesture delegate method overridden in an extension answers as the handle's own", function(app)
  local drawer = onScreen(app)
  expect(drawer:handleAnswers()):toBe("false true")
end)

scenario("H13: a card's layer is set and read by key and key path, through its view", function(app)
  local drawer = onScreen(app)
  expect(drawer:layerValues()):toBe("size 120.0x80.0 x 70.0 opacity 0.5 kind hero alpha 0.5")
end)

scenario("H14: a copied animation runs beside its original with its own duration; a keyframe path is kept", function(app)
  local drawer = onScreen(app)
  expect(drawer:animationCopies()):toBe('0.4 0.8 0 keys ["fade", "fade.copy"] path CGPoint(x: 100.0, y: 100.0) functions 1')
  app:advance(0.4)
  expect(drawer:cardAnimationKeys()):toBe("fade.copy")
  app:settle()
  expect(drawer:cardAnimationKeys()):toBe("none")
end)

scenario("J5: a shadow path is kept; J6: a view's layer's delegate is the view, a layer equals itself only", function(app)
  local drawer = onScreen(app)
  expect(drawer:shadowAndDelegate()):toBe("shadow 30.0x20.0 delegate is the view true plain true equal true false")
end)
