// Process plumbing Swift cannot call itself (`prctl` is variadic): workers and the children
// they fork die with their parent, so a supervisor killed with SIGKILL leaves no process
// behind, spinning in a scenario that never ends.
#include "LuaShim.h"
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int shim_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have died before the request took effect: then nothing will come.
    return getppid() == parent ? 0 : -1;
}

pid_t shim_fork_dying_with_parent(void) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0 && shim_die_with_parent(parent) != 0) _exit(125);
    return pid;
}
