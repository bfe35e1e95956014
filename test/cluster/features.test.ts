import { describe, expect, it } from "vitest";
import { normalizeSymbol, normalizePath } from "../../src/cluster/features.js";

describe("a symbol is reduced to its owner and name", () => {
  it.each([
    ["UserService.GetUser(int id)", "userservice.getuser"],
    ["UserService::getUser()", "userservice.getuser"],
    ["userService->getUser", "userservice.getuser"],
    ["Api::V1::UsersController#update", "userscontroller.update"],
    ["pkg.Handler.ServeHTTP(w, r)", "handler.servehttp"],
    ["normalize!(counts::Vector)", "normalize"],
    ["sub charge_card", "charge_card"],
    // A return type or a type signature is not the name.
    ["fun getUser(id: Int): User", "getuser"],
    ["getUser(id: string): Promise<User>", "getuser"],
    ["fn parse(&self) -> Result<Ast, Error>", "parse"],
    ["def handle(self, request) -> HttpResponse", "handle"],
    ["runAligner :: Config -> FilePath -> IO ()", "runaligner"],
    ["collect_variants : pileup list -> variant list", "collect_variants"],
    ["Foo.bar: int", "foo.bar"],
  ])("%s → %s", (symbol, expected) => {
    expect(normalizeSymbol(symbol).symbol).toBe(expected);
  });

  it("a colon with no space separates like ::", () => {
    expect(normalizeSymbol("handlers.py:get_user").method).toBe("get_user");
  });

  it("a placeholder names no place", () => {
    expect(normalizeSymbol("<module>").symbol).toBe("");
  });
});

describe("a path is one file however it is written", () => {
  it.each(["./pipeline/src/Align.hs", "pipeline\\src\\Align.hs", "/pipeline/src/Align.hs"])("%s", (path) => {
    expect(normalizePath(path)).toBe("pipeline/src/align.hs");
  });
});
