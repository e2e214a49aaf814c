/// A JSON value made in memory, for writing (``JSONWriter``); what is read is a ``JSONNode`` of
/// a ``JSONDocument``.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in written order.
    case object([(key: String, value: JSONValue)])
}
