// Command fieldsseq counts words with strings.FieldsSeq (go1.24).
package main

import (
	"fmt"

	"modern/pkg/text"
)

func main() { fmt.Println(text.Words("a bb  ccc ")) }
