package chart_test

import (
	"fmt"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/dashboard/chart"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/orgs"
)

func Example() {
	settings := orgs.DefaultPreferences().ChartSettings
	monday := time.Date(2025, 3, 3, 0, 0, 0, 0, time.UTC)
	points := []feedback.TrendPoint{ // as feedback.Service.Trends returns them
		{Date: monday, Positive: 5, Neutral: 2, Negative: 1, Total: 8},
		{Date: monday.AddDate(0, 0, 1), Positive: 3, Neutral: 0, Negative: 4, Total: 7},
	}
	trend := chart.Trend("trend", points, feedback.Interval(settings.TrendInterval), chart.Type(settings.DefaultChartType))
	fmt.Println(trend.Title)
	fmt.Println(trend.Desc)
	fmt.Println(trend.Table.Rows)

	settings.WordCloud.ExcludeWords = []string{"conference"}
	words := []analysis.WordCount{{Word: "conference", Count: 9}, {Word: "speakers", Count: 4}, {Word: "coffee", Count: 2}}
	cloud := chart.WordCloud("words", words, settings.WordCloud)
	fmt.Println(cloud.Desc)
	fmt.Println(cloud.Table.HTML())
	// Output:
	// Sentiment trend by day
	// From 3 Mar 2025 to 4 Mar 2025: 15 items: 8 positive (54%), 2 neutral (13%) and 5 negative (33%). The busiest day was 3 Mar 2025 with 8 items.
	// [[3 Mar 2025 5 2 1 8] [4 Mar 2025 3 0 4 7]]
	// The 2 most frequent words, largest first: speakers (4), coffee (2).
	// <table><caption>Word cloud</caption><thead><tr><th scope="col">Word</th><th scope="col">Count</th></tr></thead><tbody><tr><th scope="row">speakers</th><td>4</td></tr><tr><th scope="row">coffee</th><td>2</td></tr></tbody></table>
}
