-- What other modules may read of operators in their SQL (docs/decisions/module-views.md): the
-- account name shown beside what an operator did. No password hashes, no roles.
CREATE OR REPLACE VIEW operator_accounts AS
SELECT id, account FROM operators;
