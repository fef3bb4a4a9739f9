diff() {
	local d=$(($1 - $2))
	echo "${d#-}"
}
