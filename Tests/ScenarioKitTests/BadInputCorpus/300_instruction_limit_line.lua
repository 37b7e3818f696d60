-- expect: 300_instruction_limit_line.lua:5: instruction limit exceeded
-- status: error
-- The budget names the line that was running, not only the limit (issue #30 item 8).
scenario('s', function(app)
  while true do end
end)
