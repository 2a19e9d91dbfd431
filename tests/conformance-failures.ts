// Every check of conformance suite 0.2.0-alpha.12 that fails against this server (--requirements 2026-07-28 and 2025-11-25), keyed by check id, each reviewed on its own line.

/** Why a check cannot pass against a read-only discovery server with two tools and three resources. */
export type FailureClass = 'fixture' | 'undeclared' | 'extension';

/** What each class means, for the test's messages. */
export const failureClasses: Readonly<Record<FailureClass, string>> = {
  fixture: "needs the suite's fixture tools, resources or prompts",
  undeclared: 'needs a capability this server does not declare (prompts, logging, completions, subscriptions)',
  extension: 'an optional extension (tasks, x-mcp-header)',
};

/** The failing checks by id: class and the reviewed reason. Ids the two sets share fail for the same reason in both. */
export const expectedFailures: Readonly<Record<string, readonly [FailureClass, string]>> = {
  // Both sets.
  'tools-call-simple-text': ['fixture', 'calls the fixture tool test_simple_text'],
  'tools-call-image': ['fixture', 'calls the fixture tool test_image_content'],
  'tools-call-audio': ['fixture', 'calls the fixture tool test_audio_content'],
  'tools-call-embedded-resource': ['fixture', 'calls the fixture tool test_embedded_resource'],
  'tools-call-mixed-content': ['fixture', 'calls the fixture tool test_multiple_content_types'],
  'tools-call-error': ['fixture', 'calls the fixture tool test_error_handling'],
  'tools-call-with-progress': ['fixture', 'calls the fixture tool test_tool_with_progress'],
  'resources-read-text': ['fixture', 'reads the fixture resource test://static-text'],
  'resources-read-binary': ['fixture', 'reads the fixture resource test://static-binary'],
  'resources-templates-read': ['fixture', 'reads the fixture template test://template/{id}/data; this server has no templates'],
  'json-schema-2020-12-tool-found': ['fixture', 'looks for the fixture tool json_schema_2020_12_tool'],
  'completion-complete': ['undeclared', 'completion/complete: no completions capability (no prompts or templates to complete)'],
  'prompts-list': ['undeclared', 'prompts/list: no prompts capability'],
  'prompts-get-simple': ['undeclared', 'prompts/get: no prompts capability'],
  'prompts-get-with-args': ['undeclared', 'prompts/get: no prompts capability'],
  'prompts-get-embedded-resource': ['undeclared', 'prompts/get: no prompts capability'],
  'prompts-get-with-image': ['undeclared', 'prompts/get: no prompts capability'],

  // 2025-11-25 only.
  'tools-call-sampling': ['fixture', 'calls the fixture tool test_sampling'],
  'tools-call-elicitation': ['fixture', 'calls the fixture tool test_elicitation'],
  'elicitation-sep1034-general': ['fixture', 'calls the fixture tool test_elicitation_sep1034_defaults'],
  'elicitation-sep1330-general': ['fixture', 'calls the fixture tool test_elicitation_sep1330_enums'],
  'tools-call-with-logging': ['undeclared', 'logging/setLevel first: no logging capability (then the fixture tool test_tool_with_logging)'],
  'logging-set-level': ['undeclared', 'logging/setLevel: no logging capability'],
  'resources-subscribe': ['undeclared', 'resources/subscribe: resources are declared without subscribe (they never change)'],
  'resources-unsubscribe': ['undeclared', 'resources/unsubscribe: resources are declared without subscribe (they never change)'],

  // 2026-07-28 only: server-stateless's diagnostic tools.
  'sep-2575-server-rejects-undeclared-capability': ['fixture', 'needs the diagnostic tool test_missing_capability'],
  'sep-2575-missing-capability-http-400': ['fixture', 'needs the diagnostic tool test_missing_capability'],
  'sep-2575-http-server-no-independent-requests-on-stream': ['fixture', 'needs the diagnostic tool test_streaming_elicitation'],
  'sep-2575-server-no-log-without-loglevel': ['fixture', 'needs the diagnostic tool test_logging_tool'],

  // 2026-07-28 only: caching.
  'sep-2549-prompts-list-caching-hints': [
    'undeclared',
    'prompts/list: no prompts capability (tools/list and resources/list carry the hints)',
  ],

  // 2026-07-28 only: input-required results (SEP-2322) are exercised through fixture tools.
  'sep-2322-elicitation-incomplete': ['fixture', 'calls the fixture tool test_input_required_result_elicitation'],
  'sep-2322-sampling-incomplete': ['fixture', 'calls the fixture tool test_input_required_result_sampling'],
  'sep-2322-list-roots-incomplete': ['fixture', 'calls the fixture tool test_input_required_result_list_roots'],
  'sep-2322-request-state-incomplete': ['fixture', 'calls the fixture tool test_input_required_result_request_state'],
  'sep-2322-multiple-inputs-incomplete': ['fixture', 'calls the fixture tool test_input_required_result_multiple_inputs'],
  'sep-2322-multi-round-r1': ['fixture', 'calls the fixture tool test_input_required_result_multi_round'],
  'sep-2322-result-type-included': ['fixture', 'calls the fixture tool test_input_required_result_elicitation'],
  'sep-2322-respect-client-capabilities': ['fixture', 'calls the fixture tool test_input_required_result_capabilities'],
  'sep-2322-reject-tampered-state': ['fixture', 'needs a requestState from a fixture tool first'],
  'sep-2322-non-tool-incomplete': ['undeclared', 'prompts/get on a fixture prompt: no prompts capability'],

  // 2026-07-28 only: x-mcp-header (SEP-2243), scored as pending by the suite; no tool here declares a header parameter.
  'sep-2243-server-no-xmcp-tool': ['extension', 'x-mcp-header: no tool declares an x-mcp-header parameter'],
  'sep-2243-server-decode-base64': ['extension', 'x-mcp-header: no tool declares an x-mcp-header parameter'],
  'sep-2243-server-validate-param-match': ['extension', 'x-mcp-header: no tool declares an x-mcp-header parameter'],
  'sep-2243-server-reject-invalid-param-chars': ['extension', 'x-mcp-header: no tool declares an x-mcp-header parameter'],
  'sep-2243-server-reject-param-mismatch': ['extension', 'x-mcp-header: no tool declares an x-mcp-header parameter'],

  // 2026-07-28 only: the tasks extension (SEP-2663), not scored by the suite; not declared here, and its fixture tools are absent.
  'tasks-extension-advertised': ['extension', 'tasks: the extension is not advertised in capabilities.extensions'],
  'sep-2663-tasks-methods-non-declaring': ['extension', 'tasks: tasks/get, tasks/update, tasks/cancel are unknown methods (-32601)'],
  'sep-2663-server-rejects-undeclared-client': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'tasks-per-request-meta-opt-in': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'tasks-server-directed-creation-no-hint': ['extension', 'tasks: calls the fixture tool failing_job'],
  'sep-2663-legacy-task-param-ignored': ['extension', 'tasks: calls the fixture tool greet'],
  'tasks-immediate-result-shortcut': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'tasks-result-type-complete-on-non-task-responses': ['extension', 'tasks: calls the fixture tool greet'],
  'sep-2663-durable-create-strong-consistency': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'sep-2663-tasks-get-invalid-task-id-32602': ['extension', 'tasks: tasks/get is an unknown method here (-32601)'],
  'tasks-sync-tool-call': ['extension', 'tasks: calls the fixture tool greet'],
  'sep-2663-result-type-task-on-create': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'sep-2663-tasks-get-status-working': ['extension', 'tasks: no task was created by the preceding step'],
  'sep-2663-tasks-get-status-completed': ['extension', 'tasks: no task was created by the preceding step'],
  'sep-2663-tool-error-uses-completed-status': ['extension', 'tasks: calls the fixture tool failing_job'],
  'sep-2663-tasks-get-status-failed': ['extension', 'tasks: calls the fixture tool protocol_error_job'],
  'sep-2663-cancel-ack-empty-result': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'tasks-cancel-terminal-idempotent-ack': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'sep-2663-mrtr-synchronous-before-task-creation': ['extension', 'tasks: calls the fixture tool test_tool_with_task'],
  'sep-2663-tasks-get-status-input-required': ['extension', 'tasks: calls the fixture tool confirm_delete'],
  'tasks-mrtr-tasks-update-resumes': ['extension', 'tasks: calls the fixture tool confirm_delete'],
  'tasks-mrtr-partial-fulfillment': ['extension', 'tasks: calls the fixture tool multi_input'],
  'tasks-headers-tolerate-mcp-method-on-tools-call': ['extension', 'tasks: calls the fixture tool greet'],
  'sep-2663-routing-headers-accepted-on-tasks-get': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get': ['extension', 'tasks: needs the task the previous check could not create'],
  'tasks-request-state-removal-setup': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'sep-2663-server-returns-missing-capability-when-required': [
    'extension',
    'tasks: calls the fixture tool failing_job (-32602, unknown tool)',
  ],
  'tasks-wire-field-renames': ['extension', 'tasks: calls the fixture tool slow_compute'],
  'tasks-no-early-ttl-expiry': ['extension', 'tasks: no task was created by the preceding step'],
  'tasks-no-related-task-meta-on-inlined-result': ['extension', 'tasks: calls the fixture tool slow_compute'],
};
