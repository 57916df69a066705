#!/usr/bin/env python3
"""Writes the rule registry's lists where people and tools read them: docs/ci.md's "## Rules" table and the
"rule" enums of the spec and report schemas, from the rule declarations in Sources/FontAuditEngine/Rules and
the order of AuditRules.all. RuleRegistryTests fail when they drift; run this after adding a rule."""
import json, pathlib, re

root = pathlib.Path(__file__).resolve().parent.parent
rules_dir = root / "Sources/FontAuditEngine/Rules"
declared = {}
for path in rules_dir.glob("*.swift"):
    text = path.read_text()
    for m in re.finditer(r'static let (\w+) = AuditRule\(\s*id: "([^"]+)", title: "([^"]+)", severity: \.(\w+)', text):
        declared[m.group(1)] = (m.group(2), m.group(3), m.group(4))
registry = (rules_dir / "AuditRules.swift").read_text()
order_block = registry.split("package static let all: [AuditRule] = [")[1].split("]")[0]
order = re.findall(r"\.(\w+)", re.sub(r"//[^\n]*", "", order_block))
rows = [declared[name] for name in order]
table = "| rule | severity | what it says |\n|---|---|---|\n" + "".join(
    f"| `{rule_id}` | {severity} | {title} |\n" for rule_id, title, severity in rows)
ci = root / "docs/ci.md"
text = ci.read_text()
head = text.split("\n## Rules\n")[0]
ci.write_text(head + "\n## Rules\n\nEvery finding in every format names one of these rules; a waiver's `rule` names one too.\n\n" + table)
def fix(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "rule" and isinstance(value, dict) and "enum" in value:
                value["enum"] = [rule_id for rule_id, _, _ in rows]
            fix(value)
    elif isinstance(node, list):
        for value in node:
            fix(value)
# The spec's waivers name a rule, and so does every finding of the JSON report.
for name in ["fontaudit-spec.schema.json", "fontaudit-report.schema.json"]:
    schema_path = root / "schema" / name
    schema = json.loads(schema_path.read_text())
    fix(schema)
    schema_path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
print(f"{len(rows)} rules written to docs/ci.md, schema/fontaudit-spec.schema.json and schema/fontaudit-report.schema.json")
