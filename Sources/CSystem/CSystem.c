#define _GNU_SOURCE 1
#include "CSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

const unsigned int tg_rename_noreplace = RENAME_NOREPLACE;
const unsigned int tg_rename_exchange = RENAME_EXCHANGE;

pid_t tg_fork(void) { return fork(); }

int tg_syncfs(int fd) { return syncfs(fd); }

int tg_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    return renameat2(olddirfd, oldpath, newdirfd, newpath, flags);
}

int tg_set_pipe_size(int fd, int size) { return fcntl(fd, F_SETPIPE_SZ, size); }

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

void tg_interruption_child(pid_t parent) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGALRM, &action, NULL);
    alarm(0);
    tg_child_count = 0;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(1);
}

long long *tg_shared_counters(int count) {
    void *memory = mmap(NULL, sizeof(long long) * (size_t)count, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    return memory == MAP_FAILED ? NULL : (long long *)memory;
}

void tg_shared_counters_free(long long *counters, int count) { munmap(counters, sizeof(long long) * (size_t)count); }

long long tg_counter_add(long long *counters, int index, long long value) {
    return __atomic_add_fetch(&counters[index], value, __ATOMIC_RELAXED);
}

long long tg_counter_get(const long long *counters, int index) {
    return __atomic_load_n(&counters[index], __ATOMIC_RELAXED);
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
