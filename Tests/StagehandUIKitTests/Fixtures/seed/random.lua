-- The run's seed: the first scenario passes only with seed 7; the second always fails, with
-- the numbers it drew in its message, so that a test can compare them.

scenario("runs with seed 7", function(app)
  expect(app.random.seed):toBe(7)
end)

scenario("draws from app.random and math.random", function(app)
  error(("drew %d from app.random and %d from math.random"):format(app.random:int(1, 1000000000), math.random(1, 1000000000)))
end)
