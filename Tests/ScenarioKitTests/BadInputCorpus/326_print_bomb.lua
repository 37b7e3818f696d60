-- expect: more lines left out (at most 16384 bytes are kept)
-- status: error
-- A megabyte printed a thousand times: at most 16 KiB of it is kept for the report.
scenario('s', function(app)
  local mb = string.rep('x', 1024 * 1024)
  for i = 1, 1000 do print(mb) end
  error('after printing')
end)
