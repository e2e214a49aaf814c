#ifndef TRIGGERGRAPH_CSYSTEM_H
#define TRIGGERGRAPH_CSYSTEM_H

/* Calls that Swift's Glibc module leaves out (GNU extensions, variadic functions, calls it marks
   unavailable), and the handling of SIGINT and SIGTERM, which must be async-signal-safe C. Each
   function names the C function it calls.

   The Linux-only calls (syncfs, renameat2, prctl, sched_setaffinity, F_SETPIPE_SZ) are compiled
   where TG_LINUX_CALLS is 1: on Linux, unless TG_PORTABLE is defined (`make … PORTABLE=1`), which
   builds the POSIX path beside each, as on macOS. Swift tests the same condition as
   `os(Linux) && !TG_PORTABLE`. */

#include <stddef.h>
#include <sys/types.h>

#if defined(__linux__) && !defined(TG_PORTABLE)
#define TG_LINUX_CALLS 1
#else
#define TG_LINUX_CALLS 0
#endif

#if TG_LINUX_CALLS
/* renameat2(2)'s flags: RENAME_NOREPLACE and RENAME_EXCHANGE. */
extern const unsigned int tg_rename_noreplace;
extern const unsigned int tg_rename_exchange;
#endif

/* fork(2). */
pid_t tg_fork(void);

/* sched_setaffinity(2): lets the process `child`, just forked, run on every CPU the caller may
   but the one the caller runs on (sched_getcpu(3)), so that it starts at once on another. A new
   process otherwise starts on its parent's CPU, and can wait there until the parent's time slice
   ends (0.3-5 ms on a 2-CPU virtual machine) while the other CPU idles. It keeps that set for
   its life; nothing changes when there is no other CPU, or the set cannot be had. Without
   TG_LINUX_CALLS it does nothing. */
void tg_start_elsewhere(pid_t child);

#if TG_LINUX_CALLS
/* syncfs(2): commits the file system holding fd to disk. */
int tg_syncfs(int fd);

/* renameat2(2). */
int tg_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
#endif

/* flistxattr(2), fgetxattr(2), fsetxattr(2): a file's extended attributes, by descriptor, with
   Linux's arguments (macOS's calls take a position and options, given as 0 here); -1 with ENOTSUP
   on a system with neither. */
ssize_t tg_flistxattr(int fd, char *list, size_t size);
ssize_t tg_fgetxattr(int fd, const char *name, void *value, size_t size);
int tg_fsetxattr(int fd, const char *name, const void *value, size_t size, int flags);

/* fcntl(2) with F_SETPIPE_SZ: a pipe's capacity; the new capacity, or -1 (always -1, ENOSYS,
   without TG_LINUX_CALLS: the pipe keeps the system's capacity). */
int tg_set_pipe_size(int fd, int size);

/* flock(2) with LOCK_EX, retried when interrupted. */
int tg_lock_exclusive(int fd);

/* Installs handlers for SIGINT and SIGTERM (sigaction(2), SA_RESTART): the first signal is noted,
   every registered child process is killed (kill(2), SIGKILL), and alarm(2) arms a last resort,
   an _exit(2) with 128 + the signal `patience` seconds later, for a run that does not reach a
   point where it checks tg_interruption_signal() by then. A second signal exits at once. The three
   signals are unblocked in the calling thread (pthread_sigmask(3)). */
void tg_interruption_install(unsigned int patience);

/* The first SIGINT or SIGTERM received since tg_interruption_install, or 0. */
int tg_interruption_signal(void);

/* Notes a child process to kill on interruption; ignored past 256 children. */
void tg_interruption_add_child(pid_t pid);

/* Forgets the children noted so far (they have been waited for). */
void tg_interruption_clear_children(void);

/* For a process just forked: SIGINT and SIGTERM back to their default action (sigaction(2)),
   and SIGKILL when the parent dies; if the parent has died already, _exit(2). With
   TG_LINUX_CALLS, prctl(2) with PR_SET_PDEATHSIG, and `lifeline` is not used. Without, a thread
   of the child's (pthread_create(3)) reads `lifeline`, the read end of a pipe whose write end
   only the parent holds (-1: none), and kills the process (kill(2), SIGKILL) when the read ends:
   when the parent ends, however it ends. */
void tg_interruption_child(pid_t parent, int lifeline);

/* count zeroed 64-bit counters in memory shared with every process this one forks from now on
   (mmap(2), MAP_SHARED | MAP_ANONYMOUS); NULL if none could be mapped. Unmapped with
   tg_shared_counters_free. */
long long *tg_shared_counters(int count);

/* munmap(2): unmaps the count counters tg_shared_counters mapped, in this process only; a process
   forked from it keeps its own mapping until it unmaps it or ends. */
void tg_shared_counters_free(long long *counters, int count);

/* Adds value to counter index atomically (__atomic_add_fetch); the new value. */
long long tg_counter_add(long long *counters, int index, long long value);

/* The counter's value, read atomically. */
long long tg_counter_get(const long long *counters, int index);

/* A table of byte keys to byte values in memory shared with every process this one forks from
   now on (mmap(2), MAP_SHARED | MAP_ANONYMOUS): any process adds, every process finds what any
   added. Nothing is ever removed; an addition that does not fit is refused. Lock-free: a record
   is written whole into the table's space (__atomic_fetch_add) before a slot points at it
   (__atomic_compare_exchange_n, release; found with acquire). `slots` is rounded up to a power of
   two; `bytes` is the space for records (each is 16 bytes, its key and its value, rounded up to
   8). NULL if none could be mapped. Unmapped with tg_shared_table_free. */
typedef struct tg_shared_table tg_shared_table;
tg_shared_table *tg_shared_table_create(unsigned int slots, size_t bytes);

/* munmap(2): unmaps the table in this process only. */
void tg_shared_table_free(tg_shared_table *table);

/* Copies the value added for the key into value (at most capacity bytes) and returns its length,
   or -1 if no process has added the key. */
long tg_shared_table_find(const tg_shared_table *table, const void *key, size_t key_length, void *value,
                          size_t capacity);

/* Adds the key's value; 1 if added, or if the key was there already (its value is kept), 0 if
   the table has no room left. */
int tg_shared_table_add(tg_shared_table *table, const void *key, size_t key_length, const void *value,
                        size_t value_length);

/* For a command that runs until it is stopped: handlers for SIGINT and SIGTERM (sigaction(2),
   SA_RESTART) that note the signal and write(2) one byte to `fd`, which the command polls (nothing
   when `fd` is -1: the pipe is closed, and another file may get its number); a second
   signal exits at once (_exit(2), 128 + the signal). SIGPIPE is ignored, and the two signals are
   unblocked in the calling thread (pthread_sigmask(3)). */
void tg_interruption_notify(int fd);

#endif
