#ifdef __linux__
#define _GNU_SOURCE 1
#endif
#include "CSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

/* Linux's own headers, only where they exist: prctl(2), and the extended attributes' calls,
   which macOS declares in its own <sys/xattr.h> with other arguments. */
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/xattr.h>
#elif defined(__APPLE__)
#include <sys/xattr.h>
#endif

#if TG_LINUX_CALLS
const unsigned int tg_rename_noreplace = RENAME_NOREPLACE;
const unsigned int tg_rename_exchange = RENAME_EXCHANGE;
#endif

pid_t tg_fork(void) { return fork(); }

#if TG_LINUX_CALLS
/* The CPUs the calling thread may run on but the one it runs on now; false when there is no
   other, or the set cannot be told. */
static int tg_other_cpus(cpu_set_t *others) {
    int here = sched_getcpu();
    if (here < 0 || here >= CPU_SETSIZE || sched_getaffinity(0, sizeof *others, others) != 0) return 0;
    if (!CPU_ISSET(here, others)) return 0;
    CPU_CLR(here, others);
    return CPU_COUNT(others) > 0;
}

void tg_start_elsewhere(pid_t child) {
    cpu_set_t others;
    if (child > 0 && tg_other_cpus(&others)) sched_setaffinity(child, sizeof others, &others);
}

int tg_syncfs(int fd) { return syncfs(fd); }

int tg_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    return renameat2(olddirfd, oldpath, newdirfd, newpath, flags);
}

int tg_set_pipe_size(int fd, int size) { return fcntl(fd, F_SETPIPE_SZ, size); }
#else
/* POSIX has no call to choose a process's CPUs: the new process starts where the system puts it. */
void tg_start_elsewhere(pid_t child) { (void)child; }

/* POSIX has no call to size a pipe: it keeps the system's capacity. */
int tg_set_pipe_size(int fd, int size) {
    (void)fd;
    (void)size;
    errno = ENOSYS;
    return -1;
}
#endif

#if defined(__linux__)
ssize_t tg_flistxattr(int fd, char *list, size_t size) { return flistxattr(fd, list, size); }

ssize_t tg_fgetxattr(int fd, const char *name, void *value, size_t size) {
    return fgetxattr(fd, name, value, size);
}

int tg_fsetxattr(int fd, const char *name, const void *value, size_t size, int flags) {
    return fsetxattr(fd, name, value, size, flags);
}
#elif defined(__APPLE__)
ssize_t tg_flistxattr(int fd, char *list, size_t size) { return flistxattr(fd, list, size, 0); }

ssize_t tg_fgetxattr(int fd, const char *name, void *value, size_t size) {
    return fgetxattr(fd, name, value, size, 0, 0);
}

int tg_fsetxattr(int fd, const char *name, const void *value, size_t size, int flags) {
    return fsetxattr(fd, name, value, size, 0, flags);
}
#else
ssize_t tg_flistxattr(int fd, char *list, size_t size) {
    (void)fd, (void)list, (void)size;
    errno = ENOTSUP;
    return -1;
}

ssize_t tg_fgetxattr(int fd, const char *name, void *value, size_t size) {
    (void)fd, (void)name, (void)value, (void)size;
    errno = ENOTSUP;
    return -1;
}

int tg_fsetxattr(int fd, const char *name, const void *value, size_t size, int flags) {
    (void)fd, (void)name, (void)value, (void)size, (void)flags;
    errno = ENOTSUP;
    return -1;
}
#endif

int tg_lock_exclusive(int fd) {
    int status;
    do {
        status = flock(fd, LOCK_EX);
    } while (status != 0 && errno == EINTR);
    return status;
}

/* What the handlers share with the run: only sig_atomic_t values and a fixed array. */
#define TG_MAX_CHILDREN 256
static volatile sig_atomic_t tg_signal = 0;
static volatile sig_atomic_t tg_child_count = 0;
static pid_t tg_children[TG_MAX_CHILDREN];
static unsigned int tg_patience = 2;

static void tg_on_alarm(int signal) {
    (void)signal;
    _exit(128 + (tg_signal ? tg_signal : SIGALRM));
}

static void tg_on_interrupt(int signal) {
    if (tg_signal != 0) _exit(128 + signal);
    tg_signal = signal;
    for (int index = 0; index < tg_child_count; index++) {
        if (tg_children[index] > 0) kill(tg_children[index], SIGKILL);
    }
    alarm(tg_patience);
}

/* Sends SIGINT and SIGTERM to `handler` (with both blocked while it runs, SA_RESTART), `other` to
   `other_handler` if given, and unblocks them in the calling thread: a process may start with them
   blocked (a test runner's Process does), and it is asked to stop. */
static void tg_handle_stop_signals(void (*handler)(int), int other, void (*other_handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    action.sa_flags = SA_RESTART;
    action.sa_handler = handler;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigset_t stopping;
    sigemptyset(&stopping);
    sigaddset(&stopping, SIGINT);
    sigaddset(&stopping, SIGTERM);
    if (other_handler) {
        action.sa_handler = other_handler;
        sigaction(other, &action, NULL);
        sigaddset(&stopping, other);
    }
    pthread_sigmask(SIG_UNBLOCK, &stopping, NULL);
}

void tg_interruption_install(unsigned int patience) {
    tg_patience = patience ? patience : 1;
    tg_handle_stop_signals(tg_on_interrupt, SIGALRM, tg_on_alarm);
}

int tg_interruption_signal(void) { return tg_signal; }

void tg_interruption_add_child(pid_t pid) {
    if (tg_child_count >= TG_MAX_CHILDREN) return;
    tg_children[tg_child_count] = pid;
    tg_child_count = tg_child_count + 1;
    /* A signal that came before the child was noted kills it here. */
    if (tg_signal != 0) kill(pid, SIGKILL);
}

void tg_interruption_clear_children(void) { tg_child_count = 0; }

#if !TG_LINUX_CALLS
/* The lifeline's watcher, in a drawing process: a read of the pipe whose only write end is the
   parent's blocks until the parent ends (no byte is ever written), then the process is killed as
   PR_SET_PDEATHSIG would kill it. */
static void *tg_watch_lifeline(void *argument) {
    int fd = (int)(long)argument;
    char byte;
    ssize_t count;
    do {
        count = read(fd, &byte, 1);
    } while (count > 0 || (count < 0 && errno == EINTR));
    kill(getpid(), SIGKILL);
    return NULL;
}
#endif

void tg_interruption_child(pid_t parent, int lifeline) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGALRM, &action, NULL);
    alarm(0);
    tg_child_count = 0;
#if TG_LINUX_CALLS
    (void)lifeline;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#else
    if (lifeline >= 0) {
        pthread_t watcher;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&watcher, &attributes, tg_watch_lifeline, (void *)(long)lifeline) != 0) _exit(1);
        pthread_attr_destroy(&attributes);
    }
#endif
    if (getppid() != parent) _exit(1);
}

/* The descriptor a long-running command (the preview) waits on: the handlers write a byte to it. */
static volatile sig_atomic_t tg_stop_descriptor = -1;

static void tg_on_stop(int signal) {
    if (tg_signal != 0) _exit(128 + signal);
    tg_signal = signal;
    if (tg_stop_descriptor < 0) return;
    int saved = errno;
    char byte = 1;
    ssize_t written = write(tg_stop_descriptor, &byte, 1);
    (void)written;
    errno = saved;
}

void tg_interruption_notify(int fd) {
    tg_stop_descriptor = fd;
    tg_handle_stop_signals(tg_on_stop, SIGPIPE, SIG_IGN);
}
