#ifndef STAGEHAND_FRESHHEAP_H
#define STAGEHAND_FRESHHEAP_H

/// Prepares malloc's heap before a zygote is forked (freshheap.c): takes every free block, so
/// that a child allocates only from the top of the heap, and moves the top to a 2 MB
/// boundary. Returns the blocks taken, for `freshheap_release` once the zygote is forked.
void **freshheap_prepare(void);

/// Gives the blocks of `freshheap_prepare` back to malloc (in the process that forked).
void freshheap_release(void **blocks);

/// In the zygote: unmaps the heap's pages past the top's first, and keeps the first 2 MB of
/// them off huge pages, so that what a child allocates is new memory of its own, not pages
/// it must copy.
void freshheap_settle(void);

#endif
