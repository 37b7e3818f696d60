-- Does not load, on purpose: a syntax error on line 3.

scenario("never declared", function(app)
