"""Validates JSON files against a JSON Schema (draft 2020-12) with the `jsonschema` package, which `make test-venv`
installs into .build/test-venv. Usage: python validate-json.py SCHEMA FILE...
Prints `FILE: valid` or `FILE: invalid: PATH: MESSAGE` (the first error) for each file; exits 1 if the schema
itself is not a valid schema."""
import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, best_match

with open(sys.argv[1], encoding="utf-8") as f:
    schema = json.load(f)
try:
    Draft202012Validator.check_schema(schema)
except SchemaError as error:
    print(f"{sys.argv[1]}: not a valid schema: {error.message}")
    sys.exit(1)
validator = Draft202012Validator(schema)
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    error = best_match(validator.iter_errors(report))
    if error is None:
        print(f"{path}: valid")
    else:
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{path}: invalid: {where}: {error.message[:300]}")
