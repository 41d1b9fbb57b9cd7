package analysis

import "strings"

// hasPersonalData finds e-mail addresses, phone numbers, card numbers and
// social security numbers.
func hasPersonalData(text string) bool {
	return hasEmail(text) || hasNumberData(text)
}

// hasEmail finds local@domain.tld with a letter-only top-level domain of two
// or more letters.
func hasEmail(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '@' {
			continue
		}
		l := i
		for l > 0 && isEmailLocal(text[l-1]) {
			l--
		}
		if l == i {
			continue
		}
		r := i + 1
		lastDot := -1
		for r < len(text) && (isWordByte(text[r]) || text[r] == '-' || text[r] == '.') {
			if text[r] == '.' {
				lastDot = r
			}
			r++
		}
		end := r
		for end > i+1 && text[end-1] == '.' {
			end--
		}
		if lastDot >= end {
			lastDot = strings.LastIndexByte(text[i+1:end], '.')
			if lastDot >= 0 {
				lastDot += i + 1
			}
		}
		if lastDot <= i+1 || end-lastDot-1 < 2 {
			continue
		}
		tld := text[lastDot+1 : end]
		ok := true
		for j := 0; j < len(tld); j++ {
			if !(tld[j] >= 'a' && tld[j] <= 'z' || tld[j] >= 'A' && tld[j] <= 'Z') {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func isEmailLocal(b byte) bool {
	return isWordByte(b) || strings.IndexByte("._%+-", b) >= 0
}

// hasNumberData scans runs of digit groups joined by up to two
// separators (space, dash, dot, brackets), optionally led by "+", and
// classifies each run.
func hasNumberData(text string) bool {
	const seps = " -.()"
	for i := 0; i < len(text); i++ {
		c := text[i]
		if !(isDigit(c) || c == '+' || c == '(') || (i > 0 && isWordByte(text[i-1])) {
			continue
		}
		var digits [24]byte
		nd, groups, longest, cur := 0, 0, 0, 0
		plus := c == '+'
		j := i
		if !isDigit(c) {
			j++
		}
		end := -1
		for j < len(text) {
			if isDigit(text[j]) {
				if nd < len(digits) {
					digits[nd] = text[j]
				}
				nd++
				if cur == 0 {
					groups++
				}
				cur++
				longest = max(longest, cur)
				j++
				end = j
				continue
			}
			k := j
			for k < len(text) && k-j < 2 && strings.IndexByte(seps, text[k]) >= 0 {
				k++
			}
			if k == j || k >= len(text) || !isDigit(text[k]) {
				break
			}
			cur = 0
			j = k
		}
		if end < 0 {
			continue
		}
		if end < len(text) && (isWordByte(text[end]) || text[end] == '%') {
			i = end
			continue
		}
		run := text[i:end]
		// Most numbers have a group of three digits or more; French
		// numbers are five pairs ("06 12 34 56 78"), and an
		// international one may have more groups ("+33 1 23 45 67 89").
		plausible := groups <= 5 && longest >= 3 || nd == 10 && groups == 5 || plus && groups <= 7
		switch {
		case isSSN(run):
			return true
		case plausible && nd >= 13 && nd <= 19 && luhn(digits[:min(nd, len(digits))]):
			return true
		case plausible && nd >= 10 && nd <= 15 && !isDecimal(run):
			return true
		case plausible && plus && nd >= 8 && nd <= 15:
			return true
		}
		i = end
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isDecimal reports numbers such as "3.14159265358" or "1.000.000.000"
// that are not phone numbers: a single dot-separated group structure
// without spaces or dashes and with a fractional part.
func isDecimal(run string) bool {
	return !strings.ContainsAny(run, " -()") && strings.Count(run, ".") == 1
}

func isSSN(run string) bool {
	if len(run) != 11 || run[3] != '-' || run[6] != '-' {
		return false
	}
	for i, c := range []byte(run) {
		if i == 3 || i == 6 {
			continue
		}
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// luhn reports whether the digits pass the Luhn checksum of card numbers.
func luhn(d []byte) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		v := int(d[i] - '0')
		if double {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		double = !double
	}
	return sum%10 == 0
}
