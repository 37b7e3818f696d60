-- expect: timed out after 2 s (--timeout 2): the scenario at
-- status: timeout
-- timeout: 2
-- One string.find call backtracks for ever: no Lua instruction is counted while it runs, so
-- only the supervisor's wall clock stops it (issue #18, item 2).
scenario('s', function(app)
  local _ = (("a"):rep(5000)):find(("a-"):rep(30) .. "b")
end)
scenario('after', function(app) expect(true):toBe(true) end)
