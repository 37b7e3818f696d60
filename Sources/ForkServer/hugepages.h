#ifndef STAGEHAND_HUGEPAGES_H
#define STAGEHAND_HUGEPAGES_H

/// Moves this process's code, and the 2 MB blocks of its written data and heap that are
/// mapped through small pages, onto anonymous huge pages at the same addresses (hugepages.c).
/// For a zygote, before it forks: each block is then one page-table entry for every child.
/// Leaves whatever it cannot move as it was.
void hugepages_settle(void);

#endif
