-- expect: in completion
-- status: error
scenario('s', function(app)
  app:animate{ duration = 1, animations = function() end, completion = function() error('in completion') end }
  app:settle()
end)
