-- expect: 60_error_thread.lua:5: (error object is a thread value)
-- status: error
scenario('s', function(app)
  local co = coroutine.create(function() end)
  error(co)
end)
