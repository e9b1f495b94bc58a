-- Search pieces of three characters beside those of two (engine/program/search.ts searchGrams):
-- the rows stored before get them here, computed from their normalized search columns the way
-- searchGrams computes them for rows written from now on.
UPDATE "presentations" AS p SET "search_grams" = coalesce((
  SELECT array_agg(DISTINCT substr(word.w, start.i, size.n))
  FROM regexp_split_to_table(p."search_name" || ' ' || p."search_abstract" || ' ' || p."search_authors" || ' ' || p."search_institutes", ' ') AS word(w)
  CROSS JOIN (VALUES (2), (3)) AS size(n)
  CROSS JOIN LATERAL generate_series(1, char_length(word.w) - size.n + 1) AS start(i)
), '{}');
