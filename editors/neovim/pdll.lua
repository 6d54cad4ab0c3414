-- Neovim support for PDLL (.pdll) files with pdll-rs: the `pdll` filetype, and
-- `pdll lsp` as its language server through Neovim's built-in LSP client.
--
-- Put this file on your 'runtimepath' as lua/pdll.lua (or add its directory to
-- package.path) and call, from init.lua:
--
--   require('pdll').setup({ cmd = { 'pdll', 'lsp' }, include_dirs = { 'include' } })
--
-- Works with Neovim 0.7 (vim.lsp.start_client) and later (vim.lsp.start).
local M = {}

-- Starts (or reuses) the server for buffer `buf` and attaches it; returns the client id.
function M.attach(buf, opts)
  local name = vim.api.nvim_buf_get_name(buf)
  local root = vim.fn.fnamemodify(name, ':p:h')
  local config = {
    name = 'pdll',
    cmd = opts.cmd or { 'pdll', 'lsp' },
    root_dir = root,
    init_options = { includeDirs = opts.include_dirs or {} },
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = buf })
  end
  -- Neovim 0.7: one client per directory, attached by hand.
  M.clients = M.clients or {}
  local id = M.clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    M.clients[root] = id
  end
  vim.lsp.buf_attach_client(buf, id)
  return id
end

function M.setup(opts)
  opts = opts or {}
  local group = vim.api.nvim_create_augroup('pdll', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = '*.pdll',
    callback = function(args)
      vim.bo[args.buf].filetype = 'pdll'
      vim.bo[args.buf].commentstring = '// %s'
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'pdll',
    callback = function(args)
      M.attach(args.buf, opts)
    end,
  })
end

return M
