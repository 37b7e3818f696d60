/// The Python program that runs a ``SolverSystem`` on kiwisolver, kept here rather than in a
/// file beside the executable so that `stagehand bench` needs nothing else to find.
///
/// Standard input: a JSON header line (`variables`, `edit`, `suggestions`, `runs`, `values`),
/// then ``SolverSystem/kiwiDescription``. Standard output: one JSON object with the median
/// seconds of building and solving (`build_s`) and of the suggestions (`edit_s`), and with
/// `values` the variables' values after the last suggestion. Timed exactly as the Swift side
/// is: the constraint objects are made once, untimed; a build is a new solver, every
/// constraint added and `updateVariables`; the edits are `suggestValue` and `updateVariables`
/// for each suggested value on a solver holding the system and the edit variable (the solver
/// of that run's build: a second build per run would only repeat it, and kiwi's builds of
/// 10,000 views take a while).
enum KiwisolverScript {
    static let source = #"""
import json, statistics, sys, time
import kiwisolver as kiwi

header = json.loads(sys.stdin.readline())
variables = [kiwi.Variable("v%d" % i) for i in range(header["variables"])]
constraints = []
for line in sys.stdin:
    fields = line.split()
    if not fields:
        continue
    relation, strength, constant = fields[0], fields[1], float(fields[2])
    expression = kiwi.Expression(
        [kiwi.Term(variables[int(fields[i])], float(fields[i + 1])) for i in range(3, len(fields), 2)], constant)
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    constraints.append(constraint if strength == "required" else constraint | float(strength))

def build():
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return solver

builds, edits = [], []
edit = variables[header["edit"]]
for _ in range(max(1, header["runs"])):
    start = time.perf_counter()
    solver = build()
    builds.append(time.perf_counter() - start)
    solver.addEditVariable(edit, kiwi.strength.strong)
    start = time.perf_counter()
    for value in header["suggestions"]:
        solver.suggestValue(edit, value)
        solver.updateVariables()
    edits.append(time.perf_counter() - start)

result = {"build_s": statistics.median(builds), "edit_s": statistics.median(edits), "version": kiwi.__version__}
if header.get("values"):
    result["values"] = [variable.value() for variable in variables]
print(json.dumps(result))
"""#
}
