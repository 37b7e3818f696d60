-- expect: 221_depth_add_child_chain.lua:6: Stagehand: <Level#502> cannot be added to <Level#501>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500
-- status: error
scenario('s', function(app)
  local parent = ViewController{ name = 'Level' }
  for _ = 1, 501 do
    local child = ViewController{ name = 'Level' }; parent:addChild(child); parent = child
  end
end)
