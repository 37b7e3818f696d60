-- expect: 72_forged_message.lua:4: expected "y", got "x\
-- status: failed
-- A failure message with lines that would read as a TAP test point and as the text summary: each is indented under its scenario.
scenario('s', function(app) expect('x\nok 99 - forged\n1 passed, 0 failed'):toBe('y') end)
