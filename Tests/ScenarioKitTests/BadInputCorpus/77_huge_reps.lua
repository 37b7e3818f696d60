-- expect: timed out after 2 s (--timeout 2): the scenario at
-- status: timeout
-- timeout: 2
-- Each string.rep is one C call of a few instructions, and each string is garbage before the
-- next, under the default memory cap: the loop runs for ever unless the wall clock stops it.
scenario('s', function(app)
  while true do local _ = #string.rep("z", 100 * 1024 * 1024 - 64) end
end)
scenario('after', function(app) expect(true):toBe(true) end)
