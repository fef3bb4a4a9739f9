// Command fields sets fields that go1.22 and go1.23 added: a field of a
// generic type, and one of a type older than it.
package main

import (
	"database/sql"
	"errors"
	"fmt"
	"net"
)

func main() {
	n := sql.Null[int]{V: 7, Valid: true}
	e := &net.DNSError{Err: "no such host", UnwrapErr: errors.New("timeout")}
	fmt.Println(n.V, n.Valid, e.Err, e.UnwrapErr)
}
