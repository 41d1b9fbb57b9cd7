{{if .PG -}}
-- Searches ignore accents on PostgreSQL as they do on SQLite, whose
-- full-text tokenizer (FTS5's unicode61, removing diacritics) folds the
-- Latin letters with diacritics to their base letters ("Universität" is
-- "universitat", "São" "sao") and drops the common combining accents of
-- decomposed text ("e" followed by U+0301 is "e"). feedback_fold does the
-- same to a text before to_tsvector, with translate() of exactly the
-- characters SQLite folds (found by tokenizing each character with
-- SQLite; see TestFoldMatchesSQLiteTokenizer): upper case letters go to
-- lower case base letters directly, so that a database of the C locale,
-- whose lower() lower-cases ASCII letters only, folds them too. Letters
-- SQLite keeps stay as they are: "ß", "æ", "œ", "ø", "ł", and those with
-- two diacritics such as "ấ". It needs no extension (unaccent() is not
-- IMMUTABLE, which a generated column requires, and managed servers may
-- not allow CREATE EXTENSION). The words of a query are folded by it too
-- (see BunStore.whereWords).
CREATE FUNCTION feedback_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT translate(t, ascii
		|| 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀ'
		|| 'āĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľ'
		|| 'ŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ'
		|| 'ƠơƯưǍǎǏǐǑǒǓǔǦǧǨǩǪǫǰǴǵǸǹȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦ'
		|| 'ȧȨȩȮȯȲȳḀḁḂḃḄḅḆḇḊḋḌḍḎḏḐḑḒḓḘḙḚḛḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḰḱḲḳḴḵḶḷḺ'
		|| 'ḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṔṕṖṗṘṙṚṛṞṟṠṡṢṣṪṫṬṭṮṯṰṱṲṳṴṵṶṷṼṽṾṿẀẁẂẃẄ'
		|| 'ẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẸẹẺẻẼẽỈỉỊịỌọỎỏỤụỦủỲỳỴỵỶỷỸỹ'
		-- the Kelvin and Ångström signs
		|| E'\u212A\u212B'
		-- the combining accents of U+0300 to U+036F that SQLite reads as
		-- separating words, then those it drops
		|| E'\u0305\u030D\u030E\u0310\u0312\u0313\u0314\u0315\u0316\u0317\u0318\u0319\u031A\u031C\u031D\u031E'
		|| E'\u031F\u0320\u0321\u0322\u0329\u032A\u032B\u032C\u032F\u0332\u0333\u0334\u0335\u0336\u0337\u0338'
		|| E'\u0339\u033A\u033B\u033C\u033D\u033E\u033F\u0340\u0341\u0342\u0343\u0344\u0345\u0346\u0347\u0348'
		|| E'\u0349\u034A\u034B\u034C\u034D\u034E\u034F\u0350\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358'
		|| E'\u0359\u035A\u035B\u035C\u035D\u035E\u035F\u0360\u0361\u0362\u0363\u0364\u0365\u0366\u0367\u0368'
		|| E'\u0369\u036A\u036B\u036C\u036D\u036E\u036F'
		|| E'\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u0309\u030A\u030B\u030C\u030F\u0311\u031B\u0323'
		|| E'\u0324\u0325\u0326\u0327\u0328\u032D\u032E\u0330\u0331',
		-- to their base letters, "k" and "a", a space for each of the
		-- marks separating words; those SQLite drops have none: deleted
		ascii || 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyya'
		|| 'aaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllll'
		|| 'nnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzs'
		|| 'oouuaaiioouuggkkoojggnnaaaaeeeeiiiioooorrrruuuusstthha'
		|| 'aeeooyyaabbbbbbddddddddddeeeeffgghhhhhhhhhhiikkkkkklll'
		|| 'lllmmmmmmnnnnnnnnpppprrrrrrssssttttttttuuuuuuvvvvwwwww'
		|| 'wwwwwxxxxyyzzzzzzhtwysaaaaeeeeeeiiiioooouuuuyyyyyyyyka'
		|| repeat(' ', 87))
	-- The ASCII characters and the newline come first, unchanged, the
	-- most frequent first: translate() looks every character of the text
	-- up in its list in order, and the accented letters are few in any
	-- text (a list of them alone, which ASCII characters are not in, took
	-- 25 times as long as to_tsvector).
	FROM (VALUES (' etaonisrhldcumfpgwybvkxjqz.,''ABCDEFGHIJKLMNOPQRSTUVWXYZ'
		|| '0123456789!"#$%&()*+-/:;<=>?@[]^_`{|}~' || E'\\\n')) AS a (ascii)
$$;
--bun:split
-- The indexes of the words are made anew with the column (PostgreSQL 15
-- cannot change a generated column's expression): adding it rewrites the
-- table, holding it locked meanwhile.
DROP INDEX feedback_items_search_scope_idx;
--bun:split
DROP INDEX feedback_items_search_positive_idx;
--bun:split
DROP INDEX feedback_items_search_neutral_idx;
--bun:split
DROP INDEX feedback_items_search_negative_idx;
--bun:split
DROP INDEX feedback_items_search_tags_idx;
--bun:split
ALTER TABLE feedback_items DROP COLUMN search_vector,
	ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', feedback_fold(feedback))) STORED;
--bun:split
CREATE INDEX feedback_items_search_scope_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off);
--bun:split
CREATE INDEX feedback_items_search_positive_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'positive';
--bun:split
CREATE INDEX feedback_items_search_neutral_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'neutral';
--bun:split
CREATE INDEX feedback_items_search_negative_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'negative';
--bun:split
CREATE INDEX feedback_items_search_tags_idx ON feedback_items
USING GIN (search_vector, feedback_tags_lower(tags)) WITH (fastupdate = off);
{{- end}}
