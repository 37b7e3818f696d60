-- expect: 203_cycle_present_context_on_itself.lua:10: NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is <Context>.
-- status: error
scenario('s', function(app)
  local context, child = ViewController{ name = 'Context', definesPresentationContext = true, modalPresentationStyle = 'currentContext' }, ViewController{ name = 'Child' }
  app.window.rootViewController = context
  context:addChild(child)
  context.view:addSubview(child.view)
  child:didMoveToParent(context)
  app:run()
  child:present(context, false)
end)
