-- Drives `pdll lsp` through Neovim's built-in LSP client (run by lsp_neovim.rs with
-- PDLL_BIN, PDLL_FILE and PDLL_NVIM_PLUGIN set): the editor's own client opens the
-- file, receives diagnostics, asks for a hover, a definition and completions, edits
-- the buffer (an incremental didChange) and sees the error go away. Prints PASS lines;
-- quits with a non-zero code on the first failure.
local function check(cond, msg)
  if not cond then
    error(msg, 2)
  end
  io.stdout:write('PASS ' .. msg .. '\n')
end

local function run()
  package.path = os.getenv('PDLL_NVIM_PLUGIN') .. '/?.lua;' .. package.path
  require('pdll').setup({ cmd = { os.getenv('PDLL_BIN'), 'lsp' } })
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('PDLL_FILE')))
  check(vim.bo.filetype == 'pdll', 'the filetype is pdll')

  check(vim.wait(30000, function()
    return #vim.diagnostic.get(0) > 0
  end, 20), 'diagnostics arrive on open')
  local diag = vim.diagnostic.get(0)[1]
  check(diag.message:find('undefined reference to `y`', 1, true) ~= nil and diag.lnum == 3,
    'the diagnostic names the undefined variable, on its line')

  local uri = vim.uri_from_bufnr(0)
  local function request(method, line, character, extra)
    local params = { textDocument = { uri = uri }, position = { line = line, character = character } }
    for k, v in pairs(extra or {}) do
      params[k] = v
    end
    local responses = vim.lsp.buf_request_sync(0, method, params, 30000)
    for _, response in pairs(responses or {}) do
      if response.result then
        return response.result
      end
    end
    return nil
  end

  local hover = request('textDocument/hover', 2, 7)
  check(hover and hover.contents.value:find('x: Op<test.a>', 1, true) ~= nil, 'hover shows the type')

  local def = request('textDocument/definition', 3, 8)
  check(def == nil, 'no definition for an undefined name')

  -- Fix the error: `erase y;` becomes `erase x;` (Neovim sends an incremental change).
  -- Warnings of the pattern analysis (an unused declaration) may stay.
  vim.api.nvim_buf_set_text(0, 3, 8, 3, 9, { 'x' })
  check(vim.wait(30000, function()
    return #vim.diagnostic.get(0, { severity = vim.diagnostic.severity.ERROR }) == 0
  end, 20), 'the error goes away after the edit')

  def = request('textDocument/definition', 3, 8)
  local loc = def and (def.range and def or def[1])
  check(loc and loc.range.start.line == 2 and loc.range.start.character == 6,
    'definition jumps to the let')

  local completion = request('textDocument/completion', 3, 2)
  local items = completion and (completion.items or completion) or {}
  local labels = {}
  for _, item in ipairs(items) do
    labels[item.label] = true
  end
  check(labels['x'] and labels['Local'] and labels['erase'], 'completion offers x, Local and erase')

  for _, client in pairs(vim.lsp.get_active_clients()) do
    client.stop()
  end
  vim.wait(5000, function()
    return #vim.lsp.get_active_clients() == 0
  end, 20)
end

local ok, err = pcall(run)
if ok then
  vim.cmd('qa!')
else
  io.stderr:write('FAIL ' .. tostring(err) .. '\n')
  vim.cmd('cquit 1')
end
