-- Rules H7-H10: layers and their transforms, transactions, Core Animation animations on the
-- virtual clock, display links. See docs/semantics.md.

scenario("H7: a view's layer follows its view; the anchor point moves the frame around the position", function(app)
  local card = View{ name = "Card", frame = { x = 10, y = 20, width = 100, height = 50 } }
  local layer = card.layer
  expect(layer.position):toEqual({ x = 60, y = 45 })
  expect(layer.frame):toEqual(card.frame)
  layer.opacity = 0.5
  expect(card.alpha):toBe(0.5)
  layer.position = { x = 100, y = 100 }
  expect(card.frame):toEqual({ x = 50, y = 75, width = 100, height = 50 })
  layer.anchorPoint = { x = 0, y = 0 }
  expect(card.frame):toEqual({ x = 100, y = 100, width = 100, height = 50 })
  layer.transform = CATransform3DMakeScale(2, 3, 1)
  expect(card.transform):toEqual({ a = 2, b = 0, c = 0, d = 3, tx = 0, ty = 0 })
  layer.cornerRadius = 8
  layer.masksToBounds = true
  layer.shadowOpacity = 0.3
  expect(layer.cornerRadius):toBe(8)
  expect(layer.shadowOffset):toEqual({ width = 0, height = -3 })
  local badge = View{ name = "Badge" }
  card:addSubview(badge)
  local dot = Layer{ name = "Dot" }
  layer:addSublayer(dot)
  expect(#layer.sublayers):toBe(2)
  expect(layer.sublayers[1]):toBe(badge.layer)
  expect(layer.sublayers[2]):toBe(dot)
  dot:removeFromSuperlayer()
  expect(dot.superlayer):toBeNil()
end)

scenario("H7: CATransform3D functions: concat applies the first then the second; invert; identity", function(app)
  local move, scale = CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)
  expect(CATransform3DConcat(move, scale)[13]):toBe(20)
  expect(CATransform3DConcat(scale, move)[13]):toBe(10)
  expect(CATransform3DIsIdentity(CATransform3DConcat(move, CATransform3DInvert(move)))):toBe(true)
  expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0))):toBe(true)
  expect(CATransform3DMakeAffineTransform{ a = 1, d = 1, tx = 5, ty = 6 }):toEqual(CATransform3DMakeTranslation(5, 6, 0))
  expect(CATransform3DIsIdentity(CATransform3DIdentity)):toBe(true)
end)

scenario("H8: a transaction's completion block waits for its layer and view animations", function(app)
  local dot = Layer{ name = "Dot" }
  local box = View{ name = "Box" }
  local log = {}
  app:mark()
  app:beginTransaction()
  app:setTransactionCompletionBlock(function() log[#log + 1] = app.time end)
  dot:add(LayerAnimation{ name = "fade", keyPath = "opacity", toValue = 0, duration = 0.5 }, "fade")
  app:animate{ duration = 1, animations = function() box.alpha = 0 end }
  app:commitTransaction()
  app:advance(0.5)
  expect(log):toEqual({})
  app:advance(0.5)
  expect(log):toEqual({ 1 })
  app:beginTransaction()
  app:setTransactionCompletionBlock(function() log[#log + 1] = "empty" end)
  app:commitTransaction()
  expect(log):toEqual({ 1, "empty" })
  app:commitTransaction()
  expect_trace(app, {
    "CATransaction completionBlock",
    "CATransaction completionBlock",
    "CATransaction warning: commit called without a matching begin",
  }, { exact = true })
end)

scenario("H8: a standalone layer in a tree animates its changes implicitly, unless actions are disabled", function(app)
  local root, dot = Layer{ name = "Root" }, Layer{ name = "Dot" }
  root:addSublayer(dot)
  dot.opacity = 0.2
  expect(dot:presentation().opacity):toBe(1)
  expect(dot.animationKeys):toEqual({ "opacity" })
  app:advance(0.25)
  expect(dot:presentation().opacity):toBe(0.2)
  app:beginTransaction()
  app:setTransactionDisableActions(true)
  expect(app.transactionDisablesActions):toBe(true)
  dot.opacity = 0.9
  app:commitTransaction()
  expect(dot:presentation().opacity):toBe(0.9)
  expect(app.transactionAnimationDuration):toBe(0.25)
end)

scenario("H9: a basic animation shows in the presentation only; its delegate hears start and stop", function(app)
  local dot = Layer{ name = "Dot", frame = { x = 0, y = 0, width = 10, height = 10 } }
  local delegate = { name = "Watcher" }
  local heard = {}
  function delegate:animationDidStart(animation) heard[#heard + 1] = "start " .. animation.name end
  function delegate:animationDidStop(animation, finished) heard[#heard + 1] = "stop " .. animation.name .. " " .. tostring(finished) end
  app:mark()
  dot:add(LayerAnimation{ name = "move", keyPath = "position.x", fromValue = 0, toValue = 100, duration = 1, delegate = delegate }, "move")
  expect(dot:animation("move").key):toBe("move")
  app:advance(0.5)
  expect(dot:presentation().position):toEqual({ x = 50, y = 5 })
  expect(dot.position):toEqual({ x = 5, y = 5 })           -- the model never changes
  app:advance(0.5)
  expect(dot:presentation().position):toEqual({ x = 5, y = 5 })
  expect(dot.animationKeys):toEqual({})
  expect(heard):toEqual({ "start move", "stop move true" })
  expect_trace(app, { "Watcher animationDidStart", "Watcher animationDidStop(true)" }, { exact = true })
end)

scenario("H9: fill modes, keyframes, springs, removal and transitions", function(app)
  local dot = Layer{ name = "Dot" }
  local watcher = { name = "Watcher", animationDidStop = function() end }
  app:mark()
  dot:add(LayerAnimation{ kind = "keyframe", name = "blink", keyPath = "opacity", values = { 1, 0, 1 }, keyTimes = { 0, 0.25, 1 },
    duration = 1, fillMode = "forwards", isRemovedOnCompletion = false }, "blink")
  app:advance(0.125)
  expect(dot:presentation().opacity):toBe(0.5)
  app:advance(2)
  expect(dot.animationKeys):toEqual({ "blink" })           -- kept, showing its end
  dot:add(LayerAnimation{ name = "late", keyPath = "cornerRadius", fromValue = 4, toValue = 8, duration = 1,
    beginTime = app.time + 1, fillMode = "backwards" }, "late")
  expect(dot:presentation().cornerRadius):toBe(4)         -- filled backwards before it begins
  local spring = LayerAnimation{ kind = "spring", name = "pop", keyPath = "transform.scale", fromValue = 0.5, toValue = 1,
    damping = 5, delegate = watcher }
  expect(spring.settlingDuration > 1):toBe(true)
  dot:add(spring, "pop")
  dot:removeAnimation("pop")
  app:run()
  dot:add(LayerAnimation{ kind = "transition", name = "swap", type = "push", subtype = "fromRight", duration = 0.3 }, "swap")
  dot:removeAllAnimations()
  expect(dot.animationKeys):toEqual({})
  expect_trace(app, { "Watcher animationDidStop(false)", "Dot transition(push fromRight)" }, { exact = true })
  expect_error(function() LayerAnimation{ keyPath = "wobble" } end, "is not one Stagehand animates")
end)

scenario("H10: a display link ticks at frame boundaries, at a lower rate every other frame, until invalidated", function(app)
  local stamps = {}
  local link = DisplayLink{ name = "Link", onFrame = function(link) stamps[#stamps + 1] = math.floor(link.timestamp * 60 + 0.5) end }
  app:mark()
  link:add()
  app:advance(0.05)
  expect(stamps):toEqual({ 1, 2, 3 })
  link.preferredFramesPerSecond = 30
  app:advance(0.1)
  expect(stamps):toEqual({ 1, 2, 3, 4, 6, 8 })
  link.isPaused = true
  app:advance(0.1)
  link:invalidate()
  app:settle()
  expect(#stamps):toBe(6)
  expect_trace(app, { "Link tick(1)", "Link tick(2)", "Link tick(3)", "Link tick(4)", "Link tick(6)", "Link tick(8)" }, { exact = true })
end)
