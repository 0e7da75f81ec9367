-- Rate-limit counters (0003_rate_limits) are written on every member call. As an UNLOGGED table they write no WAL,
-- so a call's counter update commits without waiting for a WAL flush (docs/PERFORMANCE.md). The price: after a crash
-- of PostgreSQL, or on a promoted standby, the counters start again from zero, which for fixed one-minute and
-- ten-minute windows only means one window may count again from zero.
ALTER TABLE "rate_limits" SET UNLOGGED;
