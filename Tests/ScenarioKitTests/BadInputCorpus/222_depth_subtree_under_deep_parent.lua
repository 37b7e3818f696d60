-- expect: 222_depth_subtree_under_deep_parent.lua:12: Stagehand: <Top#251> cannot be added to <Bottom#251>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500
-- status: error
scenario('s', function(app)
  local bottom = ViewController{ name = 'Bottom' }       -- 250 levels down from the top of the first chain
  for _ = 1, 250 do local child = ViewController{ name = 'Bottom' }; bottom:addChild(child); bottom = child end
  local top = ViewController{ name = 'Top' }              -- a second chain, built from the bottom up:
  for _ = 1, 250 do                                       -- 250 levels below its top
    local above = ViewController{ name = 'Top' }
    above:addChild(top)
    top = above
  end
  bottom:addChild(top)
end)
