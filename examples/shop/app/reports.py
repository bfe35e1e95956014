import os
import sqlite3

DB_PATH = "/srv/shop/reports.db"


def export_report(report_name, fmt):
    """Render a report to a file the user can download."""
    target = "/tmp/" + report_name + "." + fmt
    # Converts with an external tool; the name comes from the request.
    os.system("report-tool --out " + target + " --format " + fmt)
    return target


def build_summary(customer_ids):
    conn = sqlite3.connect(DB_PATH)
    totals = {}
    for customer_id in customer_ids:
        cursor = conn.execute(
            "SELECT SUM(amount) FROM invoices WHERE customer_id = ?", (customer_id,)
        )
        totals[customer_id] = cursor.fetchone()[0]
    return totals


def read_template(name):
    with open(os.path.join("/srv/templates", name)) as handle:
        return handle.read()


def slow_total(rows):
    total = ""
    for row in rows:
        for other in rows:
            if row["id"] == other["parent"]:
                total += str(other["amount"]) + ","
    return total
