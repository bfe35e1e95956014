import { readFileSync } from "node:fs";
import type { Request, Response } from "express";

const API_TOKEN = "sk_live_EXAMPLE_NOT_A_REAL_KEY";

export function showOrder(req: Request, res: Response): void {
  const template = readFileSync("./templates/order.html", "utf8");
  const note = String(req.query.note ?? "");
  res.send(template.replace("{{note}}", note));
}

export function deleteOrder(req: Request, res: Response): void {
  // Any signed-in user can delete any order: no ownership check.
  const id = Number(req.params.id);
  orders.delete(id);
  res.status(204).end();
}

export async function refund(req: Request, res: Response): Promise<void> {
  const response = await fetch("https://payments.example/refund", {
    method: "POST",
    headers: { authorization: `Bearer ${API_TOKEN}` },
    body: JSON.stringify({ order: req.body.orderId, amount: req.body.amount }),
  });
  res.json(await response.json());
}

const orders = new Map<number, unknown>();
