-- Load for wrk: POST /api/feedback/submit with rotating bodies into the rooms
-- that `feedbackd seed` creates ("Seed room 1".."Seed room 5").
--   INSTRUCTOR=<owner instructorId> wrk -t2 -c32 -d15s -s bench/wrk-submit.lua http://127.0.0.1:8080
local instructor = os.getenv("INSTRUCTOR")
local texts = {
  "The session was really clear and well paced, thank you!",
  "Too fast for me, I got lost halfway through the slides.",
  "Okay overall. The room was a bit cold.",
  "Great examples, I finally understand joins.",
  "Audio kept cutting out in the back rows.",
  "Could we get the slides before the lecture next time?",
  "Loved the interactive part, more of that please.",
  "Not sure what the takeaway was supposed to be.",
}
local sentiments = {"positive", "negative", "neutral", "", "negative", "", "positive", "neutral"}
local bodies = {}
for i = 1, #texts do
  local s = ""
  if sentiments[i] ~= "" then s = ',"sentiment":"' .. sentiments[i] .. '"' end
  bodies[i] = '{"instructorId":"' .. instructor .. '","eventType":"Seed room ' .. ((i % 5) + 1) ..
              '","feedback":"' .. texts[i] .. '"' .. s .. '}'
end
local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  n = n + 1
  return wrk.format(nil, "/api/feedback/submit", nil, bodies[(n % #bodies) + 1])
end
local non201 = 0
response = function(status, headers, body)
  if status ~= 201 then non201 = non201 + 1 end
end
done = function(summary, latency, requests)
  io.write(string.format("p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  errors(non-2xx/socket) %d/%d\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
