#include "CSystem.h"

#include <string.h>
#include <sys/mman.h>

/* Memory the drawing processes share with the run that forked them: counters for its progress,
   and a table of byte keys to values that only grows (what Pango measured, for every process).
   Every access is atomic; nothing here is Linux's own. */

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

/* The table: its header, then its slots (0, or 1 + a record's offset in the space), then the space. */
struct tg_shared_table {
    size_t mapped;         /* the mapping's length */
    unsigned int mask;     /* slots - 1 */
    size_t space;          /* the space's length */
    size_t used;           /* the space taken, __atomic_fetch_add */
};

/* A record in the space: its key's hash and lengths, then its key and its value. */
struct tg_shared_record {
    unsigned long long hash;
    unsigned int key_length;
    unsigned int value_length;
    unsigned char bytes[];
};

static unsigned long long *tg_table_slots(const tg_shared_table *table) {
    return (unsigned long long *)((char *)table + sizeof(struct tg_shared_table));
}

static char *tg_table_space(const tg_shared_table *table) {
    return (char *)(tg_table_slots(table) + table->mask + 1);
}

/* FNV-1a, 64 bits: the same in every process (no per-process seed). */
static unsigned long long tg_table_hash(const void *key, size_t length) {
    const unsigned char *bytes = key;
    unsigned long long hash = 14695981039346656037ULL;
    for (size_t i = 0; i < length; i++) hash = (hash ^ bytes[i]) * 1099511628211ULL;
    return hash;
}

tg_shared_table *tg_shared_table_create(unsigned int slots, size_t bytes) {
    unsigned int count = 1;
    while (count < slots && count < (1u << 30)) count <<= 1;
    size_t mapped = sizeof(struct tg_shared_table) + sizeof(unsigned long long) * count + bytes;
    void *memory = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return NULL;
    tg_shared_table *table = memory;
    table->mapped = mapped;
    table->mask = count - 1;
    table->space = bytes;
    table->used = 0;
    return table;
}

void tg_shared_table_free(tg_shared_table *table) { munmap(table, table->mapped); }

static const struct tg_shared_record *tg_table_record(const tg_shared_table *table, unsigned long long slot) {
    return (const struct tg_shared_record *)(tg_table_space(table) + (slot - 1));
}

static int tg_table_matches(const struct tg_shared_record *record, unsigned long long hash, const void *key,
                            size_t key_length) {
    return record->hash == hash && record->key_length == key_length && memcmp(record->bytes, key, key_length) == 0;
}

long tg_shared_table_find(const tg_shared_table *table, const void *key, size_t key_length, void *value,
                          size_t capacity) {
    unsigned long long hash = tg_table_hash(key, key_length);
    unsigned long long *slots = tg_table_slots(table);
    for (unsigned int probe = 0, index = (unsigned int)hash & table->mask; probe <= table->mask;
         probe++, index = (index + 1) & table->mask) {
        unsigned long long slot = __atomic_load_n(&slots[index], __ATOMIC_ACQUIRE);
        if (slot == 0) return -1;
        const struct tg_shared_record *record = tg_table_record(table, slot);
        if (!tg_table_matches(record, hash, key, key_length)) continue;
        size_t length = record->value_length < capacity ? record->value_length : capacity;
        memcpy(value, record->bytes + key_length, length);
        return (long)record->value_length;
    }
    return -1;
}

int tg_shared_table_add(tg_shared_table *table, const void *key, size_t key_length, const void *value,
                        size_t value_length) {
    if (key_length > 0xFFFFFFFFu || value_length > 0xFFFFFFFFu) return 0;
    size_t size = (sizeof(struct tg_shared_record) + key_length + value_length + 7) & ~(size_t)7;
    size_t offset = __atomic_fetch_add(&table->used, size, __ATOMIC_RELAXED);
    if (offset > table->space || table->space - offset < size) return 0;
    unsigned long long hash = tg_table_hash(key, key_length);
    struct tg_shared_record *record = (struct tg_shared_record *)(tg_table_space(table) + offset);
    record->hash = hash;
    record->key_length = (unsigned int)key_length;
    record->value_length = (unsigned int)value_length;
    memcpy(record->bytes, key, key_length);
    memcpy(record->bytes + key_length, value, value_length);
    unsigned long long *slots = tg_table_slots(table);
    for (unsigned int probe = 0, index = (unsigned int)hash & table->mask; probe <= table->mask;
         probe++, index = (index + 1) & table->mask) {
        unsigned long long expected = 0;
        if (__atomic_compare_exchange_n(&slots[index], &expected, (unsigned long long)offset + 1, 0, __ATOMIC_RELEASE,
                                        __ATOMIC_ACQUIRE))
            return 1;
        if (tg_table_matches(tg_table_record(table, expected), hash, key, key_length)) return 1;
    }
    return 0;
}
