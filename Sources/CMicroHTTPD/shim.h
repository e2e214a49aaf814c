#ifndef TRIGGERGRAPH_CMICROHTTPD_SHIM_H
#define TRIGGERGRAPH_CMICROHTTPD_SHIM_H

/* libmicrohttpd's types and declarations. The module does not link libmicrohttpd: the preview
   opens it when its server starts (MicroHTTPDLibrary.swift) and calls through dlsym's addresses. */
#include <microhttpd.h>
#include <netinet/in.h>

/* MHD_start_daemon, MHD_get_daemon_info and MHD_get_connection_info are variadic, which Swift
   cannot call, and MHD_SIZE_UNKNOWN and the content reader's end markers are macros with casts:
   these inline functions are all the shim adds. The variadic three take the function's address
   from `dlsym` and call through it with the header's own type. */

/* MHD_start_daemon(3), at `start_daemon`, bound to `address`, with its bounds: at most
   `connections` at once (from any address and from one), `timeout` seconds of idle time each,
   and `memory` bytes per connection for the request's line and headers (a request larger than
   that is refused). `notify_connection` is told each connection as it starts and as it ends, and
   `notify_completed` each request once it has been answered (or the connection ended): with
   `handler`, what the server's deadlines for a request's headers follow. `log_uri` is given each
   request's target as sent, before it is split at `?` and percent-decoded, and what it returns is
   the access handler's `*con_cls` for that request. */
typedef void *(*tg_mhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);
static inline struct MHD_Daemon *tg_mhd_start(void *start_daemon, unsigned int flags,
                                              const struct sockaddr_in *address,
                                              MHD_AccessHandlerCallback handler,
                                              MHD_NotifyConnectionCallback notify_connection,
                                              MHD_RequestCompletedCallback notify_completed,
                                              tg_mhd_uri_logger log_uri, void *context,
                                              unsigned int connections, unsigned int timeout, size_t memory) {
    __typeof__(MHD_start_daemon) *start = (__typeof__(MHD_start_daemon) *)start_daemon;
    return start(flags, 0, NULL, NULL, handler, context,
                 MHD_OPTION_SOCK_ADDR, address,
                 MHD_OPTION_CONNECTION_LIMIT, connections,
                 MHD_OPTION_PER_IP_CONNECTION_LIMIT, connections,
                 MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                 MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
                 MHD_OPTION_NOTIFY_CONNECTION, notify_connection, context,
                 MHD_OPTION_NOTIFY_COMPLETED, notify_completed, context,
                 MHD_OPTION_URI_LOG_CALLBACK, log_uri, context,
                 MHD_OPTION_END);
}

/* A connection's socket (MHD_get_connection_info(3), at `get_connection_info`,
   MHD_CONNECTION_INFO_CONNECTION_FD); -1 if unknown. libmicrohttpd closes it only after telling
   the connection's end to MHD_OPTION_NOTIFY_CONNECTION's callback. */
static inline int tg_mhd_connection_socket(void *get_connection_info, struct MHD_Connection *connection) {
    __typeof__(MHD_get_connection_info) *info_of = (__typeof__(MHD_get_connection_info) *)get_connection_info;
    const union MHD_ConnectionInfo *info = info_of(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* The port the daemon listens on (MHD_get_daemon_info(3), at `get_daemon_info`,
   MHD_DAEMON_INFO_BIND_PORT); 0 if unknown. */
static inline uint16_t tg_mhd_port(void *get_daemon_info, struct MHD_Daemon *daemon) {
    __typeof__(MHD_get_daemon_info) *info_of = (__typeof__(MHD_get_daemon_info) *)get_daemon_info;
    const union MHD_DaemonInfo *info = info_of(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

static inline uint64_t tg_mhd_size_unknown(void) { return MHD_SIZE_UNKNOWN; }
static inline ssize_t tg_mhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }

#endif
